/**
 * What the chat passes to the drawing of a diagram, in a file of its own: both the rule
 * (diagram-rule.ts) and the lazily fetched host (diagram-host.ts) read it, and neither may
 * import the other statically.
 */

/** Where the frame is (none: beside the chat's files), and its words. */
export type DiagramSettings = { frameUrl?: string; name: string; failed: string };
