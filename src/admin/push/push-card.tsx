import { useCallback, useEffect, useState } from 'react';
import { request } from '../api/client';
import type { PushDevice } from '../api/contract';
import { useI18n } from '../i18n/i18n';
import { Problem } from '../layout/problem';
import { pushSupport, switchOff, switchOn, thisDevice } from './device-push';
import './push-words';

type Here = 'loading' | 'unsupported' | 'denied' | 'off' | { id: string };
type Said = 'testSent' | 'testGone' | 'testFailed' | 'denied' | null;

/** This browser's state and the account's devices (on here only if the server still has it: it drops one its push service forgot). */
async function readState(): Promise<{ here: Here; devices: PushDevice[] }> {
  const support = pushSupport();
  if (support !== 'available') return { here: support, devices: [] };
  const [device, listed] = await Promise.all([thisDevice(), request('/push/devices', 'pushDevices')]);
  const on = device && listed.devices.some((one) => one.id === device.id);
  return { here: on ? { id: device.id } : 'off', devices: listed.devices };
}

/**
 * "Upozornění na tomto zařízení" / "Notifications on this device", on the
 * first screen for owners and staff: switches this browser's notifications on (the browser asks
 * for permission on the tap) or off, sends a test, and lists the account's other devices, each
 * with a button to switch it off (a phone lost or given away). A chunk of its own, loaded after
 * the first screen (home-page.tsx, `lazy`).
 */
export default function PushCard() {
  const { t, dateTime } = useI18n();
  const [here, setHere] = useState<Here>('loading');
  const [devices, setDevices] = useState<PushDevice[]>([]);
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState<Said>(null);
  const [problem, setProblem] = useState<unknown>(null);

  const apply = useCallback((read: { here: Here; devices: PushDevice[] }) => {
    setHere(read.here);
    setDevices(read.devices);
  }, []);
  const refresh = useCallback(() => readState().then(apply), [apply]);
  useEffect(() => {
    readState().then(apply, (error: unknown) => {
      setProblem(error);
      setHere('off');
    });
  }, [apply]);

  const act = async (work: () => Promise<Said | void>) => {
    setBusy(true);
    setSaid(null);
    setProblem(null);
    try {
      setSaid((await work()) ?? null);
      await refresh();
    } catch (error) {
      setProblem(error);
    } finally {
      setBusy(false);
    }
  };
  const on = () => act(async () => ((await switchOn()) === 'denied' ? 'denied' : null));
  const off = () => act(switchOff);
  const test = (id: string) =>
    act(async () => {
      const { outcome } = await request(`/push/devices/${id}/test`, 'pushTest', { method: 'POST' });
      return outcome === 'sent' ? 'testSent' : outcome === 'gone' ? 'testGone' : 'testFailed';
    });
  const remove = (id: string) => act(() => request(`/push/devices/${id}`, null, { method: 'DELETE' }));

  const hereId = typeof here === 'object' ? here.id : null;
  const others = devices.filter((device) => device.id !== hereId);
  return (
    <section className="admin-card" aria-labelledby="push-title">
      <h2 id="push-title">{t('push.device.title')}</h2>
      <p className="admin-muted">{t('push.device.intro')}</p>
      {here === 'loading' && <p role="status">{t('common.loading')}</p>}
      {here === 'unsupported' && <p>{t('push.device.unsupported')}</p>}
      {(here === 'denied' || said === 'denied') && <p role="alert">{t('push.device.denied')}</p>}
      {here === 'off' && (
        <>
          <p>{t('push.device.off')}</p>
          <div className="admin-actions">
            <button type="button" className="admin-button admin-button-primary" disabled={busy} onClick={on}>
              {t('push.device.switchOn')}
            </button>
          </div>
        </>
      )}
      {hereId && (
        <>
          <p>{t('push.device.on')}</p>
          <div className="admin-actions">
            <button type="button" className="admin-button" disabled={busy} onClick={() => test(hereId)}>
              {t('push.device.test')}
            </button>
            <button type="button" className="admin-button admin-button-quiet" disabled={busy} onClick={off}>
              {t('push.device.switchOff')}
            </button>
          </div>
        </>
      )}
      {said && said !== 'denied' && <p role="status">{t(`push.device.${said}`)}</p>}
      <Problem error={problem} />
      {others.length > 0 && (
        <>
          <p>{t('push.device.others', { n: others.length })}</p>
          <ul className="admin-links">
            {others.map((device) => (
              <li key={device.id}>
                <button
                  type="button"
                  className="admin-button admin-button-quiet"
                  disabled={busy}
                  onClick={() => remove(device.id)}
                >
                  {t('push.device.removeOther', { at: dateTime(device.createdAt) })}
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
