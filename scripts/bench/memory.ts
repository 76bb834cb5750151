import fs from "node:fs";

/** A process's resident memory in MB (0 once it has exited). */
export function rssMb(pid: number): number {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
    return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
}

/** A process's children (the server's image worker). */
export function childPids(pid: number): number[] {
  try {
    const list = fs.readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").trim();
    return list ? list.split(/\s+/).map(Number) : [];
  } catch {
    return [];
  }
}
