import type { ReactElement, ReactNode } from "react";
import { takeInlineData } from "~/lib/inline-data";
import { DashboardHeader } from "./dashboard-header";
import type { DashboardData } from "./dashboard-types";
import { describeFreshness, needsSocialMediaSetup } from "./dashboard-view";
import { MetricCards } from "./metric-cards";
import { PostsNotAuthorizedAlert } from "./posts-not-authorized-alert";
import { ProfileCard } from "./profile-card";
import { StaleAlert } from "./stale-alert";
import { WaitingForData } from "./waiting-for-data";

export const dashboardPageClass = "mx-auto grid w-full max-w-7xl gap-8 px-4 py-10 sm:px-6 lg:px-8";

export type FirstScreenProps = {
  /** An answer with a current account (needsSocialMediaSetup has ruled the other out). */
  data: DashboardData;
  now: Date;
  refreshing: boolean;
  onRefresh: () => void;
  collecting: boolean;
  /** Absent for a viewer, who does not collect. */
  onCollect?: () => void;
  switching: boolean;
  onSwitch: (accountId: string) => void;
  /** "Visão geral", under the header when the workspace has accounts on more than one network. */
  overview?: ReactNode;
};

/**
 * What the dashboard shows above the fold: its header, the staleness alert, the profile card and
 * the five metric cards (or the wait for a first collection). Pure: the page renders it with its
 * actions, and the server renders the same markup into the page's HTML, so the first paint shows
 * it before the scripts run (drawDashboardFirstScreen below, docs/decisions/021).
 */
export function DashboardFirstScreen({
  data,
  now,
  refreshing,
  onRefresh,
  collecting,
  onCollect,
  switching,
  onSwitch,
  overview,
}: FirstScreenProps) {
  const current = data.current!;
  const { analytics } = data;
  const header = (
    <DashboardHeader
      companyName={data.companyName}
      user={data.user}
      accounts={data.accounts}
      current={current}
      demo={analytics?.source === "demo"}
      switching={switching}
      onSwitch={onSwitch}
    />
  );
  const postsAlert = current.postsNotAuthorized ? <PostsNotAuthorizedAlert platform={current.platform} /> : null;
  if (!analytics) {
    return (
      <>
        {header}
        {overview}
        {postsAlert}
        <WaitingForData account={current} collecting={collecting} onCollect={onCollect} />
      </>
    );
  }
  const freshness = describeFreshness(analytics, now);
  return (
    <>
      {header}
      {overview}
      {postsAlert}
      {freshness.stale ? <StaleAlert age={freshness.age} collecting={collecting} onCollect={onCollect} /> : null}
      <div className="grid items-start gap-4 lg:grid-cols-[minmax(0,22rem)_1fr]">
        <ProfileCard
          analytics={analytics}
          platform={current.platform}
          age={freshness.age}
          refreshing={refreshing}
          onRefresh={onRefresh}
        />
        <MetricCards metrics={analytics.metrics} />
      </div>
    </>
  );
}

const nothing = () => {};

/**
 * The dashboard's first screen as the server draws it into the page's HTML (its route's
 * `handle.firstScreen`, src/web/draw-first-screen.tsx, docs/decisions/021): from the page's own
 * answer, without actions (the page replaces it before anyone can act); nothing when the page
 * shows the accounts' setup first.
 */
export function drawDashboardFirstScreen(): ReactElement | undefined {
  const data = takeInlineData("/api/dashboard") as DashboardData | undefined;
  if (!data || needsSocialMediaSetup(data)) return undefined;
  return (
    <div className={dashboardPageClass}>
      <DashboardFirstScreen
        data={data}
        now={new Date()}
        refreshing={false}
        onRefresh={nothing}
        collecting={false}
        onCollect={nothing}
        switching={false}
        onSwitch={nothing}
      />
    </div>
  );
}
