/**
 * /sitemap: four link groups (main pages, bond services, counties, cities), a contact link and the XML sitemap.
 * A group too long for one page is listed on parts of its own (/sitemap-cities-1, …), which this template also
 * renders and the sitemap page links in the group's place (cut by generator/sitemap-parts.ts, #17).
 */
import type { FixedPage } from "../model/schemas/index.ts";
import type { NavLink } from "../model/site-context.ts";
import { partLink, partRange, type SitemapPart, type SitemapSection, sitemapPartAt } from "../model/sitemap.ts";
import { PageHero, Prose, Section } from "../templates/blocks.tsx";
import { Layout } from "../templates/layout.tsx";
import { withNodes } from "../templates/words.tsx";
import type { PageProps } from "./page-props.ts";

type Props = PageProps<Extract<FixedPage, { template: "sitemap" }>>;

const linkClass = "inline-flex min-h-11 items-center text-professional underline underline-offset-4 hover:no-underline";

/** The human-readable sitemap, or one part of a long group of it. */
export function SitemapPage({ page, ctx }: Props) {
  const sections = ctx.sitemap;
  const at = sitemapPartAt(sections, page.path);
  if (at) return <SitemapPartPage page={page} ctx={ctx} section={at.section} part={at.part} />;
  return (
    <Layout ctx={ctx} path={page.path}>
      <PageHero ctx={ctx} heading={page.heading} lead={page.description} />
      <Section>
        <Prose body={page.body} />
        <div className="mt-8 grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
          {sections.map(({ title, links, parts }) => (
            <section key={title}>
              <h2 className="text-xl font-bold text-primary">{title}</h2>
              <LinkList links={parts.length > 0 ? parts.map(partLink) : links} />
            </section>
          ))}
        </div>
        <p className="mt-8">
          {withNodes(ctx.t("sitemap.help", { contact: "{contact}", xml: "{xml}" }), {
            contact: (
              <a href={ctx.paths.contact} className="font-semibold text-professional underline underline-offset-4">
                {ctx.t("common.contactUs")}
              </a>
            ),
            xml: (
              <a href="/sitemap.xml" className="text-professional underline underline-offset-4">
                {ctx.t("sitemap.xml")}
              </a>
            ),
          })}
        </p>
      </Section>
    </Layout>
  );
}

/** One part of a long group: its links, and the way to the neighboring parts and back to the sitemap. */
function SitemapPartPage({ page, ctx, section, part }: Props & { section: SitemapSection; part: SitemapPart }) {
  const previous = section.parts[part.number - 2];
  const next = section.parts[part.number];
  const name = section.title.toLowerCase();
  return (
    <Layout ctx={ctx} path={page.path}>
      <PageHero ctx={ctx} heading={page.heading} lead={`${partRange(part)}.`} />
      <Section>
        <p>
          {withNodes(ctx.t("sitemap.partIntro", { group: name, of: part.of, number: part.number, sitemap: "{sitemap}" }), {
            sitemap: (
              <a href={ctx.paths.sitemap} className="font-semibold text-professional underline underline-offset-4">
                {ctx.t("sitemap.sitemap")}
              </a>
            ),
          })}
        </p>
        <LinkList links={part.links} className="mt-8 gap-x-6 sm:grid-cols-2 lg:grid-cols-4" />
        <nav aria-label={ctx.t("sitemap.parts", { group: name })} className="mt-8 flex flex-wrap gap-x-6">
          {previous && (
            <a href={previous.path} className={linkClass}>
              {ctx.t("sitemap.previous", { range: partRange(previous) })}
            </a>
          )}
          {next && (
            <a href={next.path} className={linkClass}>
              {ctx.t("sitemap.next", { range: partRange(next) })}
            </a>
          )}
        </nav>
      </Section>
    </Layout>
  );
}

function LinkList({ links, className }: { links: NavLink[]; className?: string }) {
  return (
    <ul className={className ? `grid ${className}` : "mt-3 grid"}>
      {links.map((l) => (
        <li key={l.path}>
          <a href={l.path} className={linkClass}>
            {l.label}
          </a>
        </li>
      ))}
    </ul>
  );
}
