import { zodResolver } from '@hookform/resolvers/zod';
import {
  ADMIN_ORDER_TEXTS,
  MANUAL_PRINT_STATUSES,
  PRINT_STATUS_LABELS,
  PRINT_TEXTS,
  setPrintStatusSchema,
  type AdminOrder,
  type ManualPrintStatus,
  type SetPrintStatus,
  type SetPrintStatusInput,
} from '@shop/contracts';
import { useForm } from 'react-hook-form';
import { useToast } from '../../components/Toaster';
import { describeError } from '../../api/errors';
import { useSetPrintStatusMutation } from './printApi';

/** The operator's own report on a manually printed order: status, tracking, arrival, a note. */
export function ManualPrintForm({ order }: { order: AdminOrder }) {
  const toast = useToast();
  const [setPrintStatus, state] = useSetPrintStatusMutation();
  const current = (MANUAL_PRINT_STATUSES as readonly string[]).includes(order.printStatus ?? '')
    ? (order.printStatus as ManualPrintStatus)
    : 'READY_FOR_UPLOAD';
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<SetPrintStatusInput, unknown, SetPrintStatus>({
    resolver: zodResolver(setPrintStatusSchema),
    defaultValues: {
      printStatus: current,
      trackingNumber: order.trackingNumber ?? '',
      trackingUrl: order.trackingUrl ?? '',
      estimatedDelivery: order.estimatedDelivery ?? '',
      message: '',
    },
  });
  const id = (field: string) => `print-${field}-${order.id}`;

  async function save(values: SetPrintStatus) {
    try {
      await setPrintStatus({ id: order.id, ...values }).unwrap();
      toast({ title: PRINT_TEXTS.statusSaved });
    } catch (err) {
      toast({
        title: ADMIN_ORDER_TEXTS.statusError[0],
        description: describeError(err, ADMIN_ORDER_TEXTS.statusError[1]),
        variant: 'destructive',
      });
    }
  }

  const error = (field: keyof SetPrintStatusInput) =>
    errors[field]?.message ? (
      <span className="admin-field-error" role="alert">
        {errors[field]?.message}
      </span>
    ) : null;

  return (
    <form
      className="print-manual order-card__forms"
      aria-label="Print status by hand"
      onSubmit={(e) => void handleSubmit(save)(e)}
      noValidate
    >
      <div className="admin-field">
        <label htmlFor={id('status')}>Print status</label>
        <select id={id('status')} {...register('printStatus')}>
          {MANUAL_PRINT_STATUSES.map((s) => (
            <option key={s} value={s}>
              {PRINT_STATUS_LABELS[s]}
            </option>
          ))}
        </select>
        {error('printStatus')}
      </div>
      <div className="admin-field">
        <label htmlFor={id('tracking')}>Print tracking number</label>
        <input id={id('tracking')} {...register('trackingNumber')} />
        {error('trackingNumber')}
      </div>
      <div className="admin-field">
        <label htmlFor={id('tracking-url')}>Tracking link</label>
        <input id={id('tracking-url')} type="url" {...register('trackingUrl')} />
        {error('trackingUrl')}
      </div>
      <div className="admin-field">
        <label htmlFor={id('delivery')}>Estimated delivery</label>
        <input id={id('delivery')} type="date" {...register('estimatedDelivery')} />
        {error('estimatedDelivery')}
      </div>
      <div className="admin-field">
        <label htmlFor={id('message')}>Print note</label>
        <input
          id={id('message')}
          {...register('message')}
          placeholder="e.g. the printer's reason"
        />
        {error('message')}
      </div>
      <button type="submit" className="admin-button" disabled={state.isLoading}>
        Save Print Status
      </button>
    </form>
  );
}
