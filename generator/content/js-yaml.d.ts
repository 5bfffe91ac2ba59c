// js-yaml 3 ships no types; the one call yaml-source.ts makes.
declare module "js-yaml" {
  const yaml: {
    CORE_SCHEMA: unknown;
    load(text: string, options: { schema: unknown }): unknown;
  };
  export default yaml;
}
