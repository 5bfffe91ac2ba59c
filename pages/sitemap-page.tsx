/** /sitemap: four link groups (main pages, bond services, counties, cities), a contact link and the XML sitemap. */
import type { FixedPage } from "../generator/content/schemas.ts";
import type { NavLink } from "../generator/site-context.ts";
import { PageHero, Prose, Section } from "../templates/blocks.tsx";
import { Layout } from "../templates/layout.tsx";
import type { PageProps } from "./page-props.ts";

/** The human-readable sitemap. */
export function SitemapPage({ page, ctx }: PageProps<Extract<FixedPage, { template: "sitemap" }>>) {
  const groups: [string, NavLink[]][] = [
    ["Main pages", ctx.groups.main],
    ["Bond services", ctx.groups.bonds],
    ["Counties", ctx.groups.counties],
    ["City pages", ctx.groups.cities],
  ];
  return (
    <Layout ctx={ctx} path={page.path}>
      <PageHero ctx={ctx} heading={page.heading} lead={page.description} />
      <Section>
        <Prose>{page.body}</Prose>
        <div className="mt-8 grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
          {groups.map(([title, links]) => (
            <section key={title}>
              <h2 className="text-xl font-bold text-primary">{title}</h2>
              <ul className="mt-3 grid">
                {links.map((l) => (
                  <li key={l.path}>
                    <a href={l.path} className="inline-flex min-h-11 items-center text-professional underline underline-offset-4 hover:no-underline">
                      {l.label}
                    </a>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
        <p className="mt-8">
          Can't find what you need?{" "}
          <a href={ctx.paths.contact} className="font-semibold text-professional underline underline-offset-4">
            Contact us
          </a>
          . For search engines:{" "}
          <a href="/sitemap.xml" className="text-professional underline underline-offset-4">
            XML sitemap
          </a>
          .
        </p>
      </Section>
    </Layout>
  );
}
