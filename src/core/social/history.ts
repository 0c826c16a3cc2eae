/**
 * One cell of the weekday x hour (America/Sao_Paulo) grid the heatmap draws: 7 rows (0 = domingo)
 * of 24 cells; a cell without posts has posts 0 and meanEngagement 0.
 */
export type HeatmapCell = { weekday: number; hour: number; posts: number; meanEngagement: number };
