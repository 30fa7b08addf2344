import { Link } from 'react-router';
import { useDashboard } from '../../features/admin/dashboard/api/get-dashboard.ts';

export function DashboardPage() {
  const { data, isError, isPending } = useDashboard();
  if (isError)
    return (
      <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-800">
        Error loading dashboard data. Please try refreshing the page.
      </p>
    );
  const cards = [
    { label: 'Total FAQs', value: data?.totalFaqs, to: '/admin/faq-management' },
    { label: 'Documents Processing', value: data?.documentsProcessing, to: '/admin/document-training' },
    { label: 'Documents Processed', value: data?.documentsProcessed, to: '/admin/document-training' },
  ];
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold text-slate-900">Dashboard</h1>
      <div className="grid gap-4 sm:grid-cols-3">
        {cards.map((c) => (
          <Link
            key={c.label}
            to={c.to}
            className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm hover:border-brand-500"
          >
            <p className="text-sm text-slate-500">{c.label}</p>
            <p className="mt-2 text-3xl font-bold text-slate-900" data-testid={`card-${c.label}`}>
              {isPending ? '…' : c.value}
            </p>
          </Link>
        ))}
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <section className="rounded-xl border border-slate-200 bg-white p-5">
          <div className="flex items-center justify-between">
            <h2 className="font-semibold">Recent FAQs</h2>
            <Link to="/admin/faq-management" className="text-sm text-brand-700 hover:underline">
              View all
            </Link>
          </div>
          <ul className="mt-3 divide-y divide-slate-100">
            {data?.recentFaqs.map((f) => (
              <li key={f.id} className="flex justify-between gap-3 py-2 text-sm">
                <span className="truncate">{f.question}</span>
                <span className="shrink-0 text-slate-500">{f.status}</span>
              </li>
            ))}
          </ul>
        </section>
        <section className="rounded-xl border border-slate-200 bg-white p-5">
          <h2 className="font-semibold">Recent Documents</h2>
          <ul className="mt-3 divide-y divide-slate-100">
            {data?.recentDocuments.map((d) => (
              <li key={d.id} className="flex justify-between gap-3 py-2 text-sm">
                <span className="truncate">{d.name}</span>
                <span className="shrink-0 rounded-full bg-slate-100 px-2 text-slate-600">{d.status}</span>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </div>
  );
}
