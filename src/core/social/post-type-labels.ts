import type { PostType } from "./profile-data";

/**
 * The one name of each format on every surface (decision 024): "Foto", as Instagram's own
 * interface and the recommendations ("as fotos") say, never "Imagem".
 */
export const postTypeLabels: Readonly<Record<PostType, string>> = {
  image: "Foto",
  sidecar: "Carrossel",
  video: "Vídeo",
  clips: "Reels",
};

/** The formats of the recent posts and videos lists, IGTV included. */
export const mediaTypeLabels: Readonly<Record<PostType | "igtv", string>> = { ...postTypeLabels, igtv: "IGTV" };
