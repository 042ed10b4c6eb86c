/**
 * Whether this browser runs HTML's invoker commands (`commandfor`/`command`
 * on a button opens or closes the dialog it names, with no script). Where it
 * does, the code leaves those buttons to it: acting as well would ask an open
 * dialog to open again, which the browser reports in the console.
 */
export const browserRunsCommands = () => 'commandForElement' in HTMLButtonElement.prototype;
