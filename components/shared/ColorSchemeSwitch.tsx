'use client';
// 'حالت تاریک': a switch between the light and the dark look, in the side menu and on /profile. Until the
// shopper uses it the page follows the device, and the switch shows what the device chose.
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { setColorScheme } from '@/store/slices/styleSlice';
import { SwitchTrack } from '@/components/ui/SwitchTrack';
import { chooseColorScheme, useDevicePrefersDark } from './color-scheme';

export function ColorSchemeSwitch() {
  const dispatch = useAppDispatch();
  const chosen = useAppSelector((state) => state.style.colorScheme);
  const deviceDark = useDevicePrefersDark();
  const dark = chosen ? chosen === 'dark' : deviceDark;

  const toggle = () => {
    const next = dark ? 'light' : 'dark';
    chooseColorScheme(next);
    dispatch(setColorScheme(next));
  };

  return (
    <button
      type="button"
      role="switch"
      aria-checked={dark}
      onClick={toggle}
      className="flex w-full items-center justify-between gap-3 rounded-xl px-3 py-3 text-[15px] font-medium text-slate-700 hover:bg-slate-50"
    >
      <span>حالت تاریک</span>
      <SwitchTrack on={dark} />
    </button>
  );
}
