// Panda CSS reads the public pages' sources and writes their styles into src/public-ui/public.css's layers.
export default { plugins: { '@pandacss/dev/postcss': {} } }
