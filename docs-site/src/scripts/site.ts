/**
 * The site's client behaviour, loaded once per full page load (a module script runs once
 * even across view-transition navigations); per-page wiring runs on `astro:page-load`.
 */
import './theme';
import './menu';
import './progress';
import './prefetch';
import './scroll';
import './search';
import './copy-code';
import './copy-markdown';
import './tabs';
import './announcement';
import './dropdown';
import './docs-version';
import './toc';
import './view-transitions';
