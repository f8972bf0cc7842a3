/**
 * What createChat checks of the options at once, before the chat's code is there: in the
 * npm build, everything (it throws a PapoOptionsError naming the first mistake). The two
 * standalone loaders are built with options-at-once-loader.ts in its place (tsup.config.ts).
 */
export { validateOptions as optionsAtOnce } from '../core/options/options-schema';
