// A form's chosen file, kept in IndexedDB (lib/drafts.ts) from the moment it is chosen, so that
// signing in again, which reloads the page, brings it back with the rest of the form.
import { useCallback, useEffect, useState } from "react";
import { keepDraftFile, loadDraftFile } from "./drafts.ts";

export function useDraftFile(key: string): [File | undefined, (file: File | undefined) => void] {
  const [file, setFile] = useState<File>();
  useEffect(() => {
    let current = true;
    void loadDraftFile(key).then((kept) => {
      // A file chosen while the kept one loaded wins.
      if (current && kept) setFile((chosen) => chosen ?? kept);
    });
    return () => {
      current = false;
    };
  }, [key]);
  const choose = useCallback(
    (next: File | undefined) => {
      setFile(next);
      void keepDraftFile(key, next);
    },
    [key],
  );
  return [file, choose];
}
