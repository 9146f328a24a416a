// The server's check of a draft, asked again half a second after the last keystroke: the violations it finds
// (French, with their JSON path) for the text they were found in.
import { useEffect, useState } from 'react';
import { checkFile, type Kind, type Violation } from './api.ts';

export interface ServerCheck {
  text: string;
  violations: Violation[];
}

const DELAY = 500;

export function useServerCheck(
  kind: Kind,
  name: string,
  text: string,
  parses: boolean,
): [ServerCheck | undefined, (check: ServerCheck) => void] {
  const [result, setResult] = useState<ServerCheck>();
  useEffect(() => {
    if (!parses) return undefined;
    let live = true;
    const timer = setTimeout(() => {
      checkFile(kind, name, text).then(
        (violations) => live && setResult({ text, violations }),
        // The check is a help: publishing checks again and says why it refuses.
        () => undefined,
      );
    }, DELAY);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [kind, name, text, parses]);
  return [result, setResult];
}
