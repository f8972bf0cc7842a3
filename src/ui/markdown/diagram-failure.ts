/** The code of a diagram stays, with one line under it saying it could not be drawn (docs/features.md#diagrams). */
export function showFailure(diagram: Element, failed: string): void {
  diagram.classList.remove('papo-diagram--raw');
  const line = document.createElement('p');
  line.className = 'papo-diagram__failed';
  line.textContent = failed;
  diagram.append(line);
}
