// The drawn part of a switch (role="switch" on the button that holds it): a track and a knob that slides to
// the end when on. The knob stays light in the dark look.
export function SwitchTrack({ on }: { on: boolean }) {
  return (
    <span
      aria-hidden="true"
      className={`relative inline-block h-6 w-10 shrink-0 rounded-full transition-colors ${on ? 'bg-brand-600' : 'bg-slate-300'}`}
    >
      <span
        className={`absolute top-0.5 size-5 rounded-full bg-white shadow transition-[inset-inline-start] dark:bg-slate-900 ${
          on ? 'start-[1.125rem]' : 'start-0.5'
        }`}
      />
    </span>
  );
}
