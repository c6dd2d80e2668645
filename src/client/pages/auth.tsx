/** Being built (issue 11). */
export default function Page() {
  return null;
}
