// One paragraph of Persian text, rendered once at build time.
export default function Page() {
  return (
    <main className="mx-auto max-w-lg p-4 font-sans">
      <p className="leading-8 text-slate-800">
        گیمینو فروشگاه اکانت بازی است؛ اکانت‌های قانونی پلی‌استیشن، ایکس‌باکس و رایانه را با تحویل فوری و گارانتی
        می‌فروشد و پشتیبانی آن هر روز هفته پاسخگوست.
      </p>
    </main>
  );
}
