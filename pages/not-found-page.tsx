/** 404.html: shown for every unknown address, with status 404 where the host allows. */
import type { PageBody } from "../model/content.ts";
import type { NotFoundPage as NotFound } from "../model/schemas/index.ts";
import type { SiteContext } from "../model/site-context.ts";
import { CallButtons, Prose, Section } from "../templates/blocks.tsx";
import { Layout } from "../templates/layout.tsx";
import { PageSite } from "../templates/words.tsx";
import type { PageProps } from "./page-props.ts";

/** The inline script of 404.html (a constant, never content). */
export const notFoundLogger = 'console.error("404 Not Found: " + location.pathname);';

/** One language's message on the 404 page, with its own site context. */
export interface NotFoundVersion {
  page: NotFound & { body: PageBody };
  ctx: SiteContext;
}

/**
 * The not-found page: "Oops! Page not found" and a way home, in every language the site has (`versions`, English
 * first): one 404.html answers every unknown address, so a Spanish visitor's broken link lands here too.
 */
export function NotFoundPage({ page, ctx, versions = [{ page, ctx }] }: PageProps<NotFound & { path: string }> & { versions?: NotFoundVersion[] }) {
  return (
    <Layout ctx={ctx} path={page.path}>
      <Section className="py-16 text-center">
        <p className="text-6xl font-bold text-primary">404</p>
        {versions.map((v, i) => (
          <PageSite key={v.ctx.lang} value={v.ctx}>
            <div lang={v.ctx.lang} className={i > 0 ? "mt-12 border-t border-border pt-10" : undefined}>
              {i === 0 ? (
                <h1 className="mt-4 text-3xl font-bold text-primary">{v.page.heading}</h1>
              ) : (
                <h2 className="text-3xl font-bold text-primary">{v.page.heading}</h2>
              )}
              <Prose className="mx-auto mt-4" body={v.page.body} />
              <p className="mt-6">
                <a
                  href={v.ctx.paths.home}
                  className="inline-flex min-h-11 items-center text-lg font-semibold text-professional underline underline-offset-4"
                >
                  {v.page.linkText}
                </a>
              </p>
              <CallButtons ctx={v.ctx} className="mt-6 justify-center" />
            </div>
          </PageSite>
        ))}
      </Section>
      {/* The page's one script: the missing address in the console, for whoever debugs a broken link. */}
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a fixed line of our own code; React would escape it as text */}
      <script dangerouslySetInnerHTML={{ __html: notFoundLogger }} />
    </Layout>
  );
}
