/** 404.html: shown for every unknown address, with status 404 where the host allows. */
import type { NotFoundPage as NotFound } from "../generator/content/schemas.ts";
import { CallButtons, Prose, Section } from "../templates/blocks.tsx";
import { Layout } from "../templates/layout.tsx";
import type { PageProps } from "./page-props.ts";

/** The inline script of 404.html (a constant, never content). */
export const notFoundLogger = 'console.error("404 Not Found: " + location.pathname);';

/** The not-found page: "Oops! Page not found" and a way home. */
export function NotFoundPage({ page, ctx }: PageProps<NotFound & { path: string }>) {
  return (
    <Layout ctx={ctx} path={page.path}>
      <Section className="py-16 text-center">
        <p className="text-6xl font-bold text-primary">404</p>
        <h1 className="mt-4 text-3xl font-bold text-primary">{page.heading}</h1>
        <Prose className="mx-auto mt-4">{page.body}</Prose>
        <p className="mt-6">
          <a href={ctx.paths.home} className="inline-flex min-h-11 items-center text-lg font-semibold text-professional underline underline-offset-4">
            {page.linkText}
          </a>
        </p>
        <CallButtons ctx={ctx} className="mt-6 justify-center" />
      </Section>
      {/* The page's one script: the missing address in the console, for whoever debugs a broken link. */}
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a fixed line of our own code; React would escape it as text */}
      <script dangerouslySetInnerHTML={{ __html: notFoundLogger }} />
    </Layout>
  );
}
