/**
 * admin/signin.ts: when the published editor says that nobody can sign in yet (hosting/cms.yaml has no repository), and
 * when Decap starts as usual (a repository, or decap-server on this machine, which `npm run cms` runs).
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { lacksRepository, localBackendUrl, noticeLanguages, type SignInConfig } from "../../admin/signin.ts";
import { root } from "../helpers/content-fixture.ts";

const generated = parse(readFileSync(path.join(root, "admin/config.yml"), "utf8")) as SignInConfig;
const github = (repo: string | undefined): SignInConfig => ({ backend: { name: "github", ...(repo === undefined ? {} : { repo }) } });

describe("lacksRepository", () => {
  it("agrees with hosting/cms.yaml as admin/config.yml carries it", () => {
    const repo = generated.backend?.repo ?? "";
    expect(lacksRepository(generated)).toBe(!/^[^/\s]+\/[^/\s]+$/.test(repo));
  });

  it("is true for a github backend without owner/name, false with one", () => {
    for (const repo of [undefined, "", "owner", "owner/", "/name", "owner/name/extra", "owner/ name"])
      expect(lacksRepository(github(repo)), String(repo)).toBe(true);
    expect(lacksRepository(github("grahambail/site"))).toBe(false);
  });

  it("leaves other backends to Decap", () => {
    expect(lacksRepository({ backend: { name: "test-repo" } })).toBe(false);
  });
});

describe("localBackendUrl", () => {
  it("is decap-server's default address on localhost and 127.0.0.1, as Decap looks for it", () => {
    expect(localBackendUrl({ local_backend: true }, "localhost")).toBe("http://localhost:8081/api/v1");
    expect(localBackendUrl({ local_backend: true }, "127.0.0.1")).toBe("http://localhost:8081/api/v1");
  });

  it("is nothing on the published site's host, or without local_backend", () => {
    expect(localBackendUrl({ local_backend: true }, "www.example.com")).toBeUndefined();
    expect(localBackendUrl({}, "localhost")).toBeUndefined();
  });

  it("follows local_backend's url and allowed_hosts", () => {
    expect(localBackendUrl({ local_backend: { url: "http://localhost:9000/api/v1" } }, "127.0.0.1")).toBe("http://localhost:9000/api/v1");
    expect(localBackendUrl({ local_backend: { allowed_hosts: ["192.168.1.5"] } }, "192.168.1.5")).toBe("http://192.168.1.5:8081/api/v1");
  });
});

describe("noticeLanguages", () => {
  it("puts Spanish first when the browser asks for Spanish before English, and always shows both", () => {
    expect(noticeLanguages(["es-US", "en"])).toEqual(["es", "en"]);
    expect(noticeLanguages(["fr", "es"])).toEqual(["es", "en"]);
    expect(noticeLanguages(["en-US", "es"])).toEqual(["en", "es"]);
    expect(noticeLanguages([])).toEqual(["en", "es"]);
  });
});
