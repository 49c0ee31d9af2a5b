import { notFound } from "next/navigation";

// Any address no page answers renders the 404 inside the console's shell (app/(console)/not-found.tsx).
export default function MissingPage() {
  notFound();
}
