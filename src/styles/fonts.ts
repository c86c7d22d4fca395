// Self-hosted faces, only the weights the design uses. Each file declares the
// latin and latin-ext subsets (Czech diacritics) with `font-display: swap`.
import '@fontsource/source-sans-3/400.css';
import '@fontsource/source-sans-3/600.css';
import '@fontsource/source-sans-3/700.css';
import '@fontsource/playfair-display/600.css';
