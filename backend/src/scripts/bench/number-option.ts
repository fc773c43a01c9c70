/** A benchmark's `--name=<number>` option (`npm run bench:x -- --rows=1000`), or `fallback` when not given. */
export const numberOption = (name: string, fallback: number): number =>
  Number(process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
