/** Client entry of the header-menus island. */
import { hydrateIslands } from "../hydrate.tsx";
import { headerMenus } from "./header-menus.tsx";

hydrateIslands(headerMenus);
