// Enabling the controls index.html writes disabled, once the module that answers them is mounted.

/**
 * Enables controls that index.html writes disabled. The page's static controls start disabled: the
 * panels are mounted only after the core has answered (the link's game, its families), and a click
 * or a keystroke before the module that answers it is mounted would be lost (a tab clicked early
 * stayed unselected). Each module enables the controls it has wired.
 */
export function enableWired(...controls) {
  for (const c of controls) c.disabled = false;
}
