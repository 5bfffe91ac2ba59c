/**
 * Whether the editor can sign anyone in, decided in the browser before Decap loads: on the published site Decap's
 * github backend needs `repo:` in hosting/cms.yaml, and without it its "Login with GitHub" button opens a sign-in that
 * cannot work. Then this page says so in English and Spanish, with the section of hosting/README.md to follow, and
 * Decap is not loaded. On the editor's own machine (`npm run cms`), Decap's local backend (decap-server) needs no
 * repository: when it answers, Decap starts as usual.
 */

/** The part of admin/config.yml that says how the editor signs in (hosting/cms.yaml's `backend:`, and `local_backend`). */
export interface SignInConfig {
  backend?: { name?: string; repo?: string };
  local_backend?: boolean | { url?: string; allowed_hosts?: string[] };
}

/** The section of hosting/README.md that says how to connect the editor. */
export const readmeSection = "The web editor: signing editors in";

/** True when Decap's github backend would have no repository to sign in to (`repo:` is not owner/name). */
export function lacksRepository(config: SignInConfig): boolean {
  return config.backend?.name === "github" && !/^[^/\s]+\/[^/\s]+$/.test(config.backend.repo ?? "");
}

/**
 * The address where Decap will look for decap-server from a page on `hostname`, or undefined where it will not look.
 * The same rule as Decap 3.16's own (decap-cms-core, actions/config.ts, detectProxyServer): only with
 * `local_backend`, and only on localhost, 127.0.0.1 or an `allowed_hosts` name.
 */
export function localBackendUrl(config: SignInConfig, hostname: string): string | undefined {
  const local = config.local_backend;
  if (!local) return undefined;
  const hosts = ["localhost", "127.0.0.1", ...(local === true ? [] : (local.allowed_hosts ?? []))];
  if (!hosts.includes(hostname)) return undefined;
  const fallback = "http://localhost:8081/api/v1";
  return local === true ? fallback : (local.url ?? fallback.replace("localhost", hostname));
}

/** Whether decap-server answers at `url` as Decap asks it (its "info" action), so Decap will use it and not GitHub. */
async function localBackendAnswers(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { method: "POST", headers: { "Content-Type": "application/json" }, body: '{"action":"info"}' });
    const info = (await response.json()) as { repo?: unknown; type?: unknown };
    return typeof info.repo === "string" && typeof info.type === "string";
  } catch {
    return false; // not running, or this page's policy does not allow it (the published site's does not)
  }
}

/** True when nobody could sign in on this page: no repository, and no decap-server answering on this machine. */
/** Whether Decap saves through decap-server on this computer (it does when that answers), not to a repository. */
export async function savesOnThisComputer(config: SignInConfig, hostname: string): Promise<boolean> {
  const url = localBackendUrl(config, hostname);
  return url !== undefined && (await localBackendAnswers(url));
}

export async function signInUnavailable(config: SignInConfig, hostname: string): Promise<boolean> {
  if (!lacksRepository(config)) return false;
  const url = localBackendUrl(config, hostname);
  return !(url && (await localBackendAnswers(url)));
}

/** The notice's words, for the office: what is missing, who can fix it, and where the steps are. */
export const noticeWords = {
  en: {
    title: "The editor is not connected yet",
    what:
      "Nobody can sign in here yet, so there is no sign-in button. The editor saves your changes in the place where the " +
      "website's files are kept (on GitHub), and it has not been told which place that is.",
    todo: "What to do: ask the person who set up the website's hosting to connect the editor. The steps are in:",
    local: "On your own computer, the editor also opens without signing in: run npm run cms in the website's folder.",
  },
  es: {
    title: "El editor todavía no está conectado",
    what:
      "Todavía nadie puede iniciar sesión aquí, por eso no hay botón para entrar. El editor guarda sus cambios en el lugar " +
      "donde se guardan los archivos del sitio web (en GitHub), y todavía no sabe cuál es ese lugar.",
    todo: "Qué hacer: pida a la persona que configuró el alojamiento del sitio web que conecte el editor. Los pasos están en:",
    local: "En su propia computadora, el editor también se abre sin iniciar sesión: ejecute npm run cms en la carpeta del sitio web.",
  },
} as const;

/** The languages of the notice, the one the browser prefers first (Spanish when it asks for Spanish before English). */
export function noticeLanguages(preferred: readonly string[]): ("en" | "es")[] {
  const first = preferred.map((tag) => tag.toLowerCase().slice(0, 2)).find((code) => code === "en" || code === "es");
  return first === "es" ? ["es", "en"] : ["en", "es"];
}

/** Replaces the page's "Loading…" line with the notice, in both languages. */
export function showSignInNotice(doc: Document, preferred: readonly string[], hostname: string): void {
  const element = <K extends keyof HTMLElementTagNameMap>(tag: K, style: string, text?: string) => {
    const node = doc.createElement(tag);
    node.setAttribute("style", style);
    if (text !== undefined) node.textContent = text;
    return node;
  };
  const main = element("main", "font:18px/1.55 system-ui,sans-serif;max-width:44rem;margin:2rem auto;padding:0 1rem;color:#1a1f29");
  main.dataset.signinNotice = "";
  for (const lang of noticeLanguages(preferred)) {
    const w = noticeWords[lang];
    const section = element("section", "border:3px solid #1d4f91;border-radius:8px;padding:1rem 1.25rem;margin:0 0 1.5rem");
    section.lang = lang;
    section.append(
      element("h1", "font-size:1.4rem;margin:0 0 0.5rem", w.title),
      element("p", "margin:0 0 0.75rem", w.what),
      element("p", "margin:0 0 0.25rem", w.todo),
    );
    const sectionName = element("span", "", readmeSection);
    sectionName.lang = "en"; // the README is in English
    const where = element("p", "margin:0 0 0.75rem;font-weight:700");
    where.append("hosting/README.md, “", sectionName, "”");
    section.append(where);
    if (hostname === "localhost" || hostname === "127.0.0.1") section.append(element("p", "margin:0;font-size:0.95rem", w.local));
    main.append(section);
  }
  doc.getElementById("editor-loading")?.remove();
  doc.body.append(main);
}
