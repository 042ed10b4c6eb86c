/** '1 stone saved' / '3 stones saved'. */
export function savedCountLine(count: number): string {
  return `${count} ${count === 1 ? 'stone' : 'stones'} saved`;
}
