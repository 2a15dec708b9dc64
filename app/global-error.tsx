'use client';
// The last resort when the root layout itself fails: a bare Persian page with a retry, in the shop's direction.
export default function GlobalError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <html lang="fa" dir="rtl">
      <body style={{ fontFamily: 'Tahoma, sans-serif', margin: 0, background: '#f1f5f9' }}>
        <main
          style={{
            maxWidth: '32rem',
            margin: '0 auto',
            minHeight: '100dvh',
            background: '#fff',
            padding: '4rem 1.5rem',
            textAlign: 'center',
          }}
        >
          <h1 style={{ fontSize: '1.25rem' }}>مشکلی در بارگذاری فروشگاه پیش آمد</h1>
          <p style={{ color: '#64748b', lineHeight: 1.8 }}>چند لحظه دیگر دوباره تلاش کنید.</p>
          <button
            type="button"
            onClick={reset}
            style={{
              marginTop: '1.5rem',
              padding: '0.75rem 1.25rem',
              borderRadius: '0.75rem',
              border: 0,
              background: '#4f46e5',
              color: '#fff',
              font: 'inherit',
            }}
          >
            تلاش دوباره
          </button>
        </main>
      </body>
    </html>
  );
}
