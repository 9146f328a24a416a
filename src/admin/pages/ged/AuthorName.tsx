// The name of a user IRI (a document's or a version's author), fetched once per page load.
import { useEffect, useState } from 'react';
import { userName } from './api.ts';

export function AuthorName({ iri }: { iri: string | null }) {
  const [name, setName] = useState('');
  useEffect(() => {
    let live = true;
    if (iri) void userName(iri).then((n) => live && setName(n));
    return () => {
      live = false;
    };
  }, [iri]);
  return <>{iri ? name : '—'}</>;
}
