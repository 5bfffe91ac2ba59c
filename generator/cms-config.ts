/** The CMS config's code moved to generator/cms/; this file keeps the name admin/formats.ts imports `rootListField` by. */
export { rootListField } from "./cms/types.ts";
