/// @file
/// @brief Stand-in for scala.jdk.CollectionConverters.SeqHasAsJava(seq).asJava(), as MisereSolver.java calls it.
package scala.jdk;

public final class CollectionConverters
{
    private CollectionConverters() {}

    public static final class SeqAsJava<A>
    {
        private final scala.collection.immutable.Seq<A> seq;

        SeqAsJava(scala.collection.immutable.Seq<A> seq) { this.seq = seq; }

        public java.util.List<A> asJava() { return seq.items(); }
    }

    public static <A> SeqAsJava<A> SeqHasAsJava(scala.collection.immutable.Seq<A> seq)
    {
        return new SeqAsJava<A>(seq);
    }
}
