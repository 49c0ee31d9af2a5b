import { type DocumentProps, Head, Html, Main, NextScript } from "next/document";

export default function Document({ __NEXT_DATA__ }: DocumentProps) {
  const theme = (__NEXT_DATA__.props as { pageProps?: { theme?: string } }).pageProps?.theme ?? "system";
  return (
    <Html lang="en" className={theme}>
      <Head>
        <meta name="color-scheme" content="light dark" />
        <link rel="icon" href="/icon.svg" type="image/svg+xml" />
      </Head>
      <body className="min-h-screen antialiased">
        <Main />
        <NextScript />
      </body>
    </Html>
  );
}
