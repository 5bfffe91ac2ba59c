/**
 * Imported first by the build's entry points: React picks its development or production build when it is first
 * loaded, and the development build (prop checks, dev warnings) renders pages about three times slower.
 */
process.env.NODE_ENV ??= "production";
