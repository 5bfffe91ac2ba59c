/**
 * Decap's own words, changed where they would mislead here or are missing in Spanish. A save through the local
 * backend (`npm run cms`, decap-server) writes a file on this computer and publishes nothing, so Decap's "Published"
 * and "Entry saved" say so instead. Decap's Spanish lacks some words this editor shows ("Add %{item}" stayed English
 * under every list); they are given here. Registered over Decap's own locale before it starts (admin/main.ts).
 */
import type { EditorLanguage } from "./language.ts";

type Words = { [key: string]: string | Words };

/** What a local save is called, in each language. */
const local: Record<EditorLanguage, Words> = {
  en: {
    editor: {
      editorToolbar: { published: "Saved on this computer", publishing: "Saving on this computer…", deletePublishedEntry: "Delete entry" },
      editor: {
        onDeletePublishedEntry: "Delete this entry from the site's files on this computer?",
        onDeleteWithUnsavedChanges: "Delete this entry from the site's files on this computer, and your unsaved changes?",
      },
    },
    ui: { toast: { entrySaved: "Saved on this computer, not published", entryDeleted: "Deleted on this computer, not published" } },
  },
  es: {
    editor: {
      editorToolbar: { published: "Guardado en esta computadora", publishing: "Guardando en esta computadora…", deletePublishedEntry: "Borrar entrada" },
      editor: {
        onDeletePublishedEntry: "¿Borrar esta entrada de los archivos del sitio en esta computadora?",
        onDeleteWithUnsavedChanges: "¿Borrar esta entrada de los archivos del sitio en esta computadora, y sus cambios sin guardar?",
      },
    },
    ui: { toast: { entrySaved: "Guardado en esta computadora, sin publicar", entryDeleted: "Borrado en esta computadora, sin publicar" } },
  },
};

/** The Spanish Decap's own Spanish lacks, for what this editor shows (no notes, media library or i18n panes). */
const spanish: Words = {
  collection: {
    sidebar: { allCollections: "Todas las colecciones", searchIn: "Buscar en" },
    collectionTop: {
      viewAsList: "Ver como lista",
      viewAsGrid: "Ver como cuadrícula",
      searchResults: 'Resultados de la búsqueda de "%{searchTerm}"',
      searchResultsInCollection: 'Resultados de la búsqueda de "%{searchTerm}" en %{collection}',
      filterBy: "Filtrar por",
      groupBy: "Agrupar por",
    },
    groups: { other: "Otros", negateLabel: "No %{label}" },
  },
  editor: {
    editorControl: { field: { widgetLabel: "campo %{widgetLabel}" } },
    editorInterface: { togglePreview: "Mostrar u ocultar la vista previa", toggleScrollSync: "Desplazar las dos columnas juntas" },
    editorWidgets: {
      markdown: {
        bold: "Negrita",
        italic: "Cursiva",
        strikethrough: "Tachado",
        code: "Código",
        link: "Enlace",
        linkPrompt: "Escriba la dirección del enlace",
        headings: "Títulos",
        quote: "Cita",
        bulletedList: "Lista con viñetas",
        numberedList: "Lista numerada",
        addComponent: "Añadir componente",
        toggleMode: { rich: "Pasar a texto con formato", markdown: "Pasar a markdown" },
      },
      datetime: { setToNow: "Poner la fecha y hora de ahora en %{fieldLabel}" },
      list: { add: "Añadir %{item}", addType: "Añadir %{item}" },
      object: { expand: "Abrir", collapse: "Cerrar" },
    },
  },
  ui: {
    settingsDropdown: { account: "Opciones de la cuenta" },
    toast: {
      onLoggedOut: "Se cerró su sesión: copie aparte lo que no haya guardado e inicie sesión de nuevo",
      onBackendDown: "El servicio donde se guardan los archivos no responde ahora. Vea %{details} para más información",
    },
  },
};

/** `words` over `base`, group by group. */
export function mergeWords(base: Words, words: Words): Words {
  const out: Words = { ...base };
  for (const [key, value] of Object.entries(words)) {
    const under = out[key];
    out[key] = typeof value === "object" && typeof under === "object" ? mergeWords(under, value) : value;
  }
  return out;
}

/** The words to put over Decap's locale `lang`; `onThisComputer` when saves go to decap-server. */
export function decapWords(lang: EditorLanguage, onThisComputer: boolean): Words {
  const missing = lang === "es" ? spanish : {};
  return onThisComputer ? mergeWords(missing, local[lang]) : missing;
}

/** The tab's title in the editor's language (the page is built with the English one). */
export function tabTitle(lang: EditorLanguage, title: string): string {
  return lang === "es" ? title.replace(/^Content editor\b/, "Editor de contenido") : title;
}
