/// @brief SG on DAGs (Kahn order, no recursion) and Green Hackenbush (Colon and fusion principles).
///
/// DAG: SG(u) = mex{SG(v) : u -> v}; a sum of tokens is the xor (Sprague-Grundy). Processing vertices
/// once all their successors are done (Kahn's algorithm on the reversed graph) avoids any recursion,
/// so graphs with millions of vertices and long paths are fine.
/// Hackenbush: a stalk of k edges is *k; the Colon principle lets a branch be replaced by a stalk of
/// equal value, so a vertex whose children have values g_i is sum(*(g_i + 1)). The fusion principle
/// (Berlekamp, Conway, Guy, Winning Ways ch. 7) says vertices on a cycle may be fused without changing
/// the value; fusing a 2-edge-connected piece turns its edges into loops, and a loop is worth *1.
#include "models/dag.hpp"

#include <algorithm>
#include <string>
#include <unordered_map>

namespace sgp::models {

DagGame::DagGame(std::size_t n, const std::vector<std::pair<uint32_t, uint32_t>>& edges) : out_(n), sg_(n, 0) {
  std::vector<std::vector<uint32_t>> in(n);
  std::vector<std::size_t> pending(n, 0);
  for (auto [u, v] : edges) {
    if (u >= n || v >= n)
      throw InputError("edge " + std::to_string(u) + " -> " + std::to_string(v) + " names a vertex >= " +
                       std::to_string(n));
    out_[u].push_back(v);
    in[v].push_back(u);
    ++pending[u];
  }
  std::vector<uint32_t> ready;
  for (uint32_t v = 0; v < n; ++v)
    if (pending[v] == 0) ready.push_back(v);
  std::vector<uint64_t> seen;  // scratch for the mex
  std::size_t done = 0;
  while (!ready.empty()) {
    uint32_t u = ready.back();
    ready.pop_back();
    ++done;
    seen.clear();
    for (uint32_t v : out_[u]) seen.push_back(sg_[v]);
    sg_[u] = mex(seen);
    for (uint32_t w : in[u])
      if (--pending[w] == 0) ready.push_back(w);
  }
  if (done != n) {
    for (uint32_t v = 0; v < n; ++v)
      if (pending[v] != 0)
        throw InputError("the moves contain a cycle (vertex " + std::to_string(v) +
                         " never reaches an end); SG needs an acyclic game");
  }
}

Answer DagGame::solve(const std::vector<uint32_t>& tokens, const std::vector<uint32_t>& labels) const {
  auto name = [&](uint32_t v) { return std::to_string(labels.empty() ? v : labels.at(v)); };
  std::vector<uint64_t> g;
  for (uint32_t t : tokens) {
    if (t >= size()) throw InputError("token on vertex " + std::to_string(t) + " >= " + std::to_string(size()));
    g.push_back(sg_[t]);
  }
  Answer a;
  uint64_t x = xor_all(g);
  a.first_wins = x != 0;
  a.sg = std::to_string(x);
  if (auto m = nim_move(g)) {
    uint32_t u = tokens[m->index];
    for (uint32_t v : out_[u])
      if (sg_[v] == m->to) {
        a.move = "token " + std::to_string(m->index + 1) + ": " + name(u) + " -> " + name(v);
        break;
      }
  }
  return a;
}

Hackenbush::Hackenbush(std::size_t n_input, const std::vector<std::pair<uint32_t, uint32_t>>& input_edges,
                       uint32_t input_root)
    : n_(n_input), edges_(input_edges), input_root_(input_root) {
  if (input_root >= n_input)
    throw InputError("the root " + std::to_string(input_root) + " is not a vertex (n = " + std::to_string(n_input) + ")");
  // Dense numbering: the root is 0, the other vertices in order of first appearance. A position of a
  // few edges between vertices numbered in the millions must not cost millions (the retries of solve()
  // would multiply that by the number of edges).
  std::unordered_map<uint32_t, uint32_t> dense{{input_root, 0}};
  std::vector<std::pair<uint32_t, uint32_t>> edges;
  edges.reserve(input_edges.size());
  for (auto [u, v] : input_edges) {
    if (u >= n_input || v >= n_input)
      throw InputError("edge " + std::to_string(u) + "-" + std::to_string(v) + " names a vertex >= " +
                       std::to_string(n_input));
    uint32_t du = dense.emplace(u, uint32_t(dense.size())).first->second;
    uint32_t dv = dense.emplace(v, uint32_t(dense.size())).first->second;
    edges.push_back({du, dv});
  }
  const std::size_t n = dense.size();
  const uint32_t root = 0;
  root_ = root;
  adj_.assign(n, {});
  for (uint32_t e = 0; e < edges.size(); ++e) {
    auto [u, v] = edges[e];
    adj_[u].push_back({v, e});
    if (u != v) adj_[v].push_back({u, e});
  }
  // Bridges by Tarjan's low-link, iteratively. Only the part reachable from the root takes part.
  std::vector<int64_t> tin(n, -1), low(n, 0);
  std::vector<char> bridge(edges.size(), 0);
  parent_edge_.assign(n, -1);
  std::vector<uint32_t> order;  // DFS preorder from the root
  struct Frame { uint32_t v; std::size_t next; };
  std::vector<Frame> st{{root, 0}};
  int64_t timer = 0;
  tin[root] = low[root] = timer++;
  order.push_back(root);
  while (!st.empty()) {
    Frame& f = st.back();
    if (f.next < adj_[f.v].size()) {
      auto [w, e] = adj_[f.v][f.next++];
      if (static_cast<int64_t>(e) == parent_edge_[f.v]) continue;
      if (tin[w] == -1) {
        tin[w] = low[w] = timer++;
        parent_edge_[w] = e;
        order.push_back(w);
        st.push_back({w, 0});
      } else {
        low[f.v] = std::min(low[f.v], tin[w]);
      }
    } else {
      uint32_t v = f.v;
      st.pop_back();
      if (!st.empty()) {
        uint32_t p = st.back().v;
        low[p] = std::min(low[p], low[v]);
        if (low[v] > tin[p]) bridge[parent_edge_[v]] = 1;
      }
    }
  }
  // Fusion: each vertex belongs to the piece of its nearest bridge-separated ancestor chain; a vertex
  // whose parent edge is not a bridge is fused with its parent. Inner edges count as loops.
  std::vector<uint32_t> piece(n, UINT32_MAX);
  for (uint32_t v : order)
    piece[v] = (v == root || bridge[parent_edge_[v]]) ? v : piece[edges[parent_edge_[v]].first == v
                                                                        ? edges[parent_edge_[v]].second
                                                                        : edges[parent_edge_[v]].first];
  std::vector<uint64_t> value(n, 0);
  for (uint32_t e = 0; e < edges.size(); ++e) {
    auto [u, v] = edges[e];
    if (tin[u] == -1) continue;  // out of reach of the ground
    if (!bridge[e]) { tree_ = false; value[piece[u]] ^= 1; }  // a loop after fusion is *1
  }
  // Bottom-up over the preorder: a piece's value goes to the piece above it through its bridge.
  for (std::size_t i = order.size(); i-- > 1;) {
    uint32_t v = order[i];
    if (piece[v] != v) continue;  // not the top of its piece
    auto [a, b] = edges[parent_edge_[v]];
    uint32_t p = a == v ? b : a;
    value[piece[p]] ^= value[v] + 1;
  }
  value_ = value[root];
  vsg_ = std::move(value);
}

Answer Hackenbush::solve() const {
  Answer a;
  a.first_wins = value_ != 0;
  a.sg = std::to_string(value_);
  if (!a.first_wins) return a;
  if (!tree_) {
    // The fusion principle gives values, not moves: try each cut and keep the first that leaves a
    // P-position. O(E (V + E)); an edge out of reach of the ground leaves the value unchanged (not 0),
    // so it is never chosen.
    for (std::size_t i = 0; i < edges_.size(); ++i) {
      std::vector<std::pair<uint32_t, uint32_t>> rest(edges_);
      rest.erase(rest.begin() + static_cast<std::ptrdiff_t>(i));
      if (Hackenbush(n_, rest, input_root_).sg() == 0) {
        a.move = "cut edge " + std::to_string(edges_[i].first) + "-" + std::to_string(edges_[i].second);
        return a;
      }
    }
    return a;  // cannot happen: a non-zero value has a move to 0
  }
  // Descend: at u the subtree value must change from vsg[u] to t. Cutting the edge to child c removes
  // c's term vsg[c] + 1; otherwise the child's term must become need = vsg[u] ^ (vsg[c] + 1) ^ t,
  // i.e. the child's value need - 1 < vsg[c], which is reachable inside it (mex). The child holding
  // the top bit of vsg[u] ^ t always qualifies (Bouton's argument).
  uint32_t u = root_;
  uint64_t t = 0;
  for (;;) {
    bool stepped = false;
    for (auto [c, e] : adj_[u]) {
      if (parent_edge_[c] != static_cast<int64_t>(e) || c == u) continue;  // not a child edge
      uint64_t term = vsg_[c] + 1;
      uint64_t need = vsg_[u] ^ term ^ t;
      if (need == 0) {
        a.move = "cut edge " + std::to_string(edges_[e].first) + "-" + std::to_string(edges_[e].second);
        return a;
      }
      if (need - 1 < vsg_[c]) { u = c; t = need - 1; stepped = true; break; }
    }
    if (!stepped) return a;  // cannot happen for t < vsg[u]
  }
}

}  // namespace sgp::models
