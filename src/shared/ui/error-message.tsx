// An error shown as plain text where the screen goes on without the failed part.
export function ErrorMessage({ error }: { error: Error | string }) {
  return (
    <p role="alert" className="my-4 text-center text-red-700">
      {typeof error === 'string' ? error : error.message}
    </p>
  );
}
