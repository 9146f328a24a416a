// A file of the tutor's space (the booklet's PDF, a contract's document), fetched with the session's token and saved
// under its name.
import { fetchBlob } from '../../../widgets/files/api.ts';
import { apiUrl } from '../../../http/api.ts';
import { saveBlob } from '../../../http/saveBlob.ts';

export async function downloadLivret(path: string, name: string): Promise<void> {
  saveBlob(await fetchBlob(apiUrl(path).toString()), name);
}
