import { readFileSync } from 'node:fs';

/** A process's resident memory now and at its peak (VmHWM: the kernel's high-water mark), in MB. */
export function memoryOf(pid: number): { rssMb: number; peakMb: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
  return { rssMb: kb('VmRSS') / 1024, peakMb: kb('VmHWM') / 1024 };
}

/** CPU seconds a process has used so far (user + system, all its threads), from /proc/<pid>/stat. */
export function cpuSecondsOf(pid: number): number {
  // Fields after the command's closing parenthesis; utime and stime are the 12th and 13th of them.
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}
