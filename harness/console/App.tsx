import { Console } from './Console';
import { useCatalogue } from './useCatalogue';

/** Waits for the catalogue: the selection can only be restored from the URL once it is known. */
export function App() {
  const { state, retry } = useCatalogue();

  if (state.status === 'ready') return <Console catalogue={state.catalogue} />;

  return (
    <main className="loading">
      <h1>Harness QA console</h1>
      {state.status === 'loading' ? (
        <p aria-live="polite">Loading the catalogue…</p>
      ) : (
        <div role="alert">
          <p>The catalogue could not be loaded: {state.message}</p>
          <button type="button" onClick={retry}>
            Try again
          </button>
        </div>
      )}
    </main>
  );
}
