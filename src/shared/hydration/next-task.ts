/** Lets the browser handle input and paint before the code after it runs, in a task of its own. */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
