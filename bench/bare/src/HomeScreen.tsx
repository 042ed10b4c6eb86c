import { useSelector } from 'react-redux';
import { NoteForm } from './NoteForm';
import type { RootState } from './store';

export function HomeScreen() {
  const notes = useSelector((state: RootState) => state.notes.items);
  return (
    <main style={{ maxWidth: '40em', margin: '0 auto', padding: '1em' }}>
      <h1>Granite and marble from Andhra Pradesh</h1>
      <p>
        A one-screen reference app built from the same libraries as the shop. The benchmark compares the shop&apos;s
        weight and paint times against it.
      </p>
      <NoteForm />
      <ul>
        {notes.map((note, index) => (
          <li key={`${index}-${note}`}>{note}</li>
        ))}
      </ul>
    </main>
  );
}
