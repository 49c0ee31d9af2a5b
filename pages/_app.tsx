// The Pages Router serves only /sign-in (see pages/sign-in.tsx); the console is the App Router's.
import type { AppProps } from "next/app";
import "@/app/globals.css";

export default function App({ Component, pageProps }: AppProps) {
  return <Component {...pageProps} />;
}
