/** Asks for a line without showing what is typed. */
export function askHidden(question: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const input = process.stdin;
    process.stdout.write(question);
    input.setRawMode(true);
    input.resume();
    input.setEncoding("utf8");
    let answer = "";
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === "\r" || char === "\n") {
          input.setRawMode(false);
          input.pause();
          input.off("data", onData);
          process.stdout.write("\n");
          resolve(answer);
          return;
        }
        if (char === "\u0003") return reject(new Error("cancelled"));
        answer = char === "\u007f" ? answer.slice(0, -1) : answer + char;
      }
    };
    input.on("data", onData);
  });
}
