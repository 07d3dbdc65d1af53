/** Placeholder while this section is being built (issue 5). */
export default function Section() {
  return <p className="text-schist-600">This section is being built.</p>;
}
