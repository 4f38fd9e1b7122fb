// Renders the demo airline's drawn images (server/content/media) into the media folder.
export async function prepareDemoMedia(_mediaDir: string): Promise<void> {
  // Filled in by the media renderer.
}
