import Link from "next/link";
import { buttonVariants } from "@/components/ui/button";

export default function ConsoleNotFound() {
  return (
    <div className="mx-auto mt-16 max-w-md text-center">
      <h1 className="text-xl font-semibold">Page not found</h1>
      <p className="mt-2 text-sm text-muted">No page of the console lives at this address. It may have moved, or the link may be mistyped.</p>
      <Link href="/reports" className={buttonVariants({ variant: "primary", className: "mt-4" })}>
        Go to the reports
      </Link>
    </div>
  );
}
