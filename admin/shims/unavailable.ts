/** A package the preview bundles but never calls (rendering PNG icons): calling it is a bug to see at once. */
export class Resvg {
  constructor() {
    throw new Error("The preview renders no icons.");
  }
}
