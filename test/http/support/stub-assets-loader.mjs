// Lets node import web modules that import stylesheets and images (Vite handles those in the app):
// each becomes an empty module.
const ASSET = /\.(css|svg|png|jpe?g|gif|webp|woff2?)(\?.*)?$/;

export async function load(url, context, nextLoad) {
  if (ASSET.test(url)) return { format: 'module', source: 'export default "";', shortCircuit: true };
  return nextLoad(url, context);
}
