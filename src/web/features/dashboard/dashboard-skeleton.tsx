import { Skeleton } from "~/components/ui/skeleton";

/** The dashboard's shape while it loads. */
export function DashboardSkeleton() {
  return (
    <div role="status" className="grid gap-6">
      <span className="sr-only">Carregando dashboard...</span>
      <div className="grid gap-2">
        <Skeleton className="h-10 w-72 max-w-full" />
        <Skeleton className="h-6 w-48" />
      </div>
      <div className="grid gap-4 lg:grid-cols-[minmax(0,22rem)_1fr]">
        <Skeleton className="h-80" />
        <div className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
          {Array.from({ length: 5 }, (_, index) => (
            <Skeleton key={index} className="h-28" />
          ))}
        </div>
      </div>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
        {Array.from({ length: 8 }, (_, index) => (
          <Skeleton key={index} className="h-36" />
        ))}
      </div>
    </div>
  );
}
